import { Link, type LinkProps } from 'react-router-dom';
import { buttonClass, type ButtonVariant } from './button';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
}

export function ButtonLink({ variant = 'primary', className = '', ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, typeof className === 'string' ? className : '')} {...rest} />;
}
