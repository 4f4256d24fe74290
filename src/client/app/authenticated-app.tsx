import { RouterProvider } from 'react-router-dom';
import { router } from './router';

export default function AuthenticatedApp() {
  return <RouterProvider router={router} />;
}
