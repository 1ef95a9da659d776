import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmStatusDialog, type FinalStatus } from './confirm-status-dialog';

const row = { shortId: 'F886D591', orderNumber: 1014, customerName: 'Ravi Ready' };

function ask(status: FinalStatus) {
  render(
    <ConfirmStatusDialog
      change={{ row, status }}
      busy={false}
      reason=""
      onReasonChange={() => {}}
      onConfirm={() => {}}
      onClose={() => {}}
    />,
  );
}

describe('the question before an order is closed for good', () => {
  it.each([
    ['cancelled', 'Cancel order 1014?'],
    ['completed', 'Mark order 1014 completed?'],
  ] as const)('names the order it closes (%s)', (status, title) => {
    ask(status);
    expect(screen.getByRole('dialog', { name: title })).toHaveTextContent(
      'Order 1014 (code #F886D591) for Ravi Ready.',
    );
  });
});
