// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TagInput } from '@client/components/ui/tag-input';
import { addTags, splitTyped } from '@client/components/ui/tag-input-model';

function Harness({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="tags">Теги</label>
      <TagInput id="tags" name="tags" value={tags} onChange={setTags} />
      <output data-testid="tags">{tags.join(',')}</output>
      <button type="submit">submit</button>
    </form>
  );
}

const input = () => screen.getByLabelText('Теги') as HTMLInputElement;
const value = () => screen.getByTestId('tags').textContent;

afterEach(cleanup);

describe('tag input (SPEC §2 "Tag screens", §5: trimmed, lowercased, deduplicated)', () => {
  it('adds a tag on Enter and on Space, lowercased', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'Foo{Enter}');
    expect(value()).toBe('foo');
    await user.type(input(), 'BAR ');
    expect(value()).toBe('foo,bar');
    expect(input().value).toBe('');
  });

  it('typing `Foo foo  bar` gives foo and bar: duplicates and empty words are dropped', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'Foo foo  bar{Enter}');
    expect(value()).toBe('foo,bar');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['foo', 'bar']);
  });

  it('never types a leading blank: Space in the empty field adds nothing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '   ');
    expect(value()).toBe('');
    expect(input().value).toBe('');
  });

  it('Backspace in the empty field removes the last tag; with text it only edits the text', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['one', 'two']} />);
    await user.type(input(), 'ab{Backspace}');
    expect(input().value).toBe('a');
    expect(value()).toBe('one,two');
    await user.type(input(), '{Backspace}{Backspace}');
    expect(value()).toBe('one');
  });

  it('removes a tag with its × control', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['one', 'two']} />);
    await user.click(screen.getByRole('button', { name: 'Прибрати тег one' }));
    expect(value()).toBe('two');
  });

  it('adds the unfinished tag when the field loses focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '  Shorts');
    await user.tab();
    expect(value()).toBe('shorts');
  });

  it('adds every word of a paste that holds several', () => {
    render(<Harness initial={['foo']} />);
    fireEvent.paste(input(), { clipboardData: { getData: () => 'Alpha  beta FOO\tgamma' } });
    expect(value()).toBe('foo,alpha,beta,gamma');
  });

  it('a comma ends a tag as Space does: `a,b` typed gives two chips, never one holding a comma', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'Travel,Kyiv, food{Enter}');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['travel', 'kyiv', 'food']);
    expect(input().value).toBe('');
  });

  it('a pasted comma-separated list becomes one chip per tag', () => {
    render(<Harness />);
    fireEvent.paste(input(), { clipboardData: { getData: () => 'a,b, c,,A' } });
    expect(value()).toBe('a,b,c');
  });

  it('Enter never submits the form: not with a typed tag, not in the empty field right after Space added one', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    function Plain() {
      const [tags, setTags] = useState<string[]>([]);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitted += 1;
          }}
        >
          <TagInput id="t" value={tags} onChange={setTags} />
          <output data-testid="tags">{tags.join(',')}</output>
          <button type="submit">submit</button>
        </form>
      );
    }
    render(<Plain />);
    const field = document.getElementById('t')!;
    await user.type(field, 'кава{Enter}');
    await user.type(field, 'ранок {Enter}');
    await user.type(field, '{Enter}');
    expect(value()).toBe('кава,ранок');
    expect(submitted).toBe(0);
  });
});

describe('tag input model', () => {
  it('addTags trims, lowercases, deduplicates and keeps order', () => {
    expect(addTags(['a'], '  B  a c ')).toEqual(['a', 'b', 'c']);
    expect(addTags([], 'a,b , ,C')).toEqual(['a', 'b', 'c']);
  });

  it('splitTyped commits complete words and keeps the last one as the draft', () => {
    expect(splitTyped([], 'One Two th')).toEqual({ tags: ['one', 'two'], draft: 'th' });
    expect(splitTyped([], 'a,b,c')).toEqual({ tags: ['a', 'b'], draft: 'c' });
    expect(splitTyped(['x'], 'y,')).toEqual({ tags: ['x', 'y'], draft: '' });
    expect(splitTyped(['x'], 'word')).toEqual({ tags: ['x'], draft: 'word' });
  });
});

function LabelHarness({ onSubmit }: { onSubmit: () => void }) {
  const [labels, setLabels] = useState<string[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="labels">Мітки</label>
      <TagInput id="labels" kind="label" value={labels} onChange={setLabels} suggestions={['Київ', 'beauty']} />
      <output data-testid="labels">{labels.join('|')}</output>
    </form>
  );
}

describe('tag input as labels (phrases, first spelling kept, case ignored)', () => {
  it('adds a label with blanks on Enter, never submitting the form, and keeps its spelling', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(<LabelHarness onSubmit={() => (submitted += 1)} />);
    const field = screen.getByLabelText('Мітки') as HTMLInputElement;
    await user.type(field, 'Клієнт   А{Enter}');
    await user.type(field, '{Enter}');
    expect(screen.getByTestId('labels').textContent).toBe('Клієнт А');
    expect(submitted).toBe(0);
    // The same label in another case is one label; a comma or a semicolon separates labels.
    await user.type(field, 'клієнт а; Київ, beauty{Enter}');
    expect(screen.getByTestId('labels').textContent).toBe('Клієнт А|Київ|beauty');
    expect(screen.getByRole('button', { name: 'Прибрати мітку Київ' })).toBeTruthy();
  });

  it('offers the suggestions not yet chosen (case ignored) as the field’s list', async () => {
    const user = userEvent.setup();
    render(<LabelHarness onSubmit={() => undefined} />);
    const field = screen.getByLabelText('Мітки') as HTMLInputElement;
    const offered = () =>
      [...(document.getElementById(field.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])].map((option) => option.value);
    expect(offered()).toEqual(['Київ', 'beauty']);
    await user.type(field, 'КИЇВ{Enter}');
    expect(offered()).toEqual(['beauty']);
  });
});

describe('label rules of the model', () => {
  it('splits at commas and semicolons only, keeping the first spelling', () => {
    expect(addTags(['Київ'], 'київ; Нова Пошта ,x', 'label')).toEqual(['Київ', 'Нова Пошта', 'x']);
    expect(splitTyped([], 'Одеса; Льв', 'label')).toEqual({ tags: ['Одеса'], draft: ' Льв' });
  });
});
