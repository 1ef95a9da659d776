import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app';
import { ReviewForm } from './review-form';

/** The form in the app's providers; a submit that fails its checks never reaches the API. */
function renderForm() {
  return renderWithApp(<ReviewForm orderId="order-1" onDone={() => undefined} />);
}

describe('ReviewForm', () => {
  it('an empty submit lands on the stars, the first field to fix', async () => {
    const fetch = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5 stars')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: '1 star, Poor' })).toHaveFocus());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with stars chosen and no text, the submit lands on the text', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars, Very good' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please tell us about your order')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Your review/ })).toHaveFocus());
  });
});
