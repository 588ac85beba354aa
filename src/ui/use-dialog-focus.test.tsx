import React, { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useDialogFocus } from './use-dialog-focus';

function Dialog({ name, onClose, open = true }: { name: string; onClose: () => void; open?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, open, onClose);
  return (
    <div ref={ref} role="dialog" aria-label={name}>
      <p>{name} text</p>
      <button type="button">{name} first</button>
      <button type="button">{name} last</button>
    </div>
  );
}

function Page(props: { onClose: () => void; open?: boolean }) {
  return (
    <>
      <button type="button">outside</button>
      <Dialog name="A" {...props} />
    </>
  );
}

describe('useDialogFocus', () => {
  test('the focus starts on the first control and Escape closes the dialog even when the focus left it', () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'A first' }));
    // A click on plain text or the page drops the focus on <body>; Escape still belongs to the dialog.
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('the dialog itself can hold the focus, so a click on its text keeps Escape and Tab inside', () => {
    render(<Page onClose={jest.fn()} />);
    expect(screen.getByRole('dialog')).toHaveAttribute('tabindex', '-1');
  });

  test('Tab cycles inside; Tab from outside comes back in', () => {
    render(<Page onClose={jest.fn()} />);
    const first = screen.getByRole('button', { name: 'A first' });
    const last = screen.getByRole('button', { name: 'A last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    screen.getByRole('button', { name: 'outside' }).focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
  });

  test('only the topmost of two open dialogs answers Escape', () => {
    const closeA = jest.fn();
    const closeB = jest.fn();
    render(
      <>
        <Dialog name="A" onClose={closeA} />
        <Dialog name="B" onClose={closeB} />
      </>,
    );
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(closeB).toHaveBeenCalledTimes(1);
    expect(closeA).not.toHaveBeenCalled();
  });

  test('a new onClose from the parent neither moves the focus nor is ignored', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(<Page onClose={first} />);
    const last = screen.getByRole('button', { name: 'A last' });
    last.focus();
    rerender(<Page onClose={second} />);
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Escape' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  test('closing gives the focus back to where it was', () => {
    const page = (open: boolean) => (
      <>
        <button type="button">opener</button>
        <Dialog name="A" onClose={jest.fn()} open={open} />
      </>
    );
    const { rerender } = render(page(false));
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    rerender(page(true));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'A first' }));
    rerender(page(false));
    expect(document.activeElement).toBe(opener);
  });
});
