import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@portal/testing';
import { ConfirmDialog } from '../confirm-dialog';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods. As in browsers, "close" is fired afterwards.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
});

/** An owner that keeps the dialog's state, as a real one does. */
function ClearCart({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Clear cart
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={onConfirm}
        title="Clear the cart?"
        description="Every book will be removed from your cart."
        confirmLabel="Clear"
        cancelLabel="Keep the books"
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  test('asks only when opened, named by its question and described by its consequence', async () => {
    const { user } = renderWithProviders(<ClearCart onConfirm={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear the cart?' });
    expect(dialog).toHaveAccessibleDescription('Every book will be removed from your cart.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  test('starts on the safe choice; cancelling closes without acting', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(<ClearCart onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));

    const dialog = screen.getByRole('alertdialog');
    const keep = within(dialog).getByRole('button', { name: 'Keep the books' });
    expect(keep).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('confirming closes the dialog first, then acts once', async () => {
    let openWhenConfirmed: boolean | undefined;
    const onConfirm = jest.fn(() => {
      openWhenConfirmed = document.querySelector('dialog')?.open;
    });
    const { user } = renderWithProviders(<ClearCart onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));

    await user.tab();
    expect(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(openWhenConfirmed).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('closed by the browser (Escape), it counts as cancelled and can be opened again', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(<ClearCart onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));

    await act(async () => {
      document.querySelector('dialog')?.close();
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
