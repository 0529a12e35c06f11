// FormModal: Save and Cancel, Save off and spinning while submitting, Enter submits.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormModal } from './form-modal.tsx';

function renderModal(props: Partial<Parameters<typeof FormModal>[0]> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <FormModal open title="Add category" onClose={onClose} onSubmit={onSubmit} testId="category-form" {...props}>
      <input aria-label="Name" />
    </FormModal>,
  );
  return { onSubmit, onClose };
}

describe('FormModal', () => {
  it('shows the title, saves with Save and with Enter, closes with Cancel', () => {
    const { onSubmit, onClose } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Add category' })).toBeTruthy();
    const save = screen.getByTestId('category-form-submit');
    expect(save.textContent).toBe('保存');
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.submit(screen.getByLabelText('Name'));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByTestId('category-form-cancel'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps Save off and spinning while submitting, and cannot be closed then', () => {
    const { onSubmit, onClose } = renderModal({ submitting: true });
    const save = screen.getByTestId('category-form-submit') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(save.querySelector('[role="progressbar"]')).toBeTruthy();
    fireEvent.submit(screen.getByLabelText('Name'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect((screen.getByTestId('category-form-cancel') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Save off while the form is incomplete, with its own label', () => {
    const { onSubmit } = renderModal({ submitDisabled: true, submitLabel: 'Add' });
    const save = screen.getByTestId('category-form-submit') as HTMLButtonElement;
    expect(save.textContent).toBe('Add');
    expect(save.disabled).toBe(true);
    fireEvent.submit(screen.getByLabelText('Name'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
