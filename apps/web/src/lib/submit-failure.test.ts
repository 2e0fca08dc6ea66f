import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from './api-error';
import { showSubmitFailure } from './submit-failure';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const refused = (errors: Record<string, string>, code = 'VALIDATION_ERROR') =>
  new ApiError(400, { code, message: 'Please check the highlighted fields.', errors });

describe('showSubmitFailure', () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it("puts the server's messages on the form's own fields, in the form's order, and no toast", () => {
    const setError = vi.fn();
    const shown = showSubmitFailure(
      refused({ place: 'Choose a known place.', title: 'Add a title.', other: 'Not here.' }),
      { fields: ['title', 'place'], setError, toast: 'Could not save the event' },
    );
    expect(shown).toEqual(['title', 'place']);
    expect(setError.mock.calls).toEqual([
      ['title', { message: 'Add a title.' }, undefined],
      ['place', { message: 'Choose a known place.' }, undefined],
    ]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows the toast with the error's message when no message is about a field", () => {
    const setError = vi.fn();
    const error = new ApiError(409, { code: 'CONFLICT', message: 'That name is taken.' });
    expect(showSubmitFailure(error, { fields: ['name'], setError, toast: 'Not saved' })).toEqual(
      [],
    );
    expect(setError).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Not saved', { description: 'That name is taken.' });
    showSubmitFailure(refused({ other: 'Not here.' }), { fields: ['name'], toast: 'Not saved' });
    showSubmitFailure('offline', { fields: ['name'], toast: 'Not saved' });
    expect(vi.mocked(toast.error).mock.calls.slice(1)).toEqual([
      ['Not saved', { description: 'Please check the highlighted fields.' }],
      ['Not saved', { description: undefined }],
    ]);
  });

  it('counts only a refusal of the given code, and takes every field the server named without a list', () => {
    const setError = vi.fn();
    const notValidation = refused({ message: 'Too long.' }, 'ALREADY_ANSWERED');
    expect(showSubmitFailure(notValidation, { code: 'VALIDATION_ERROR', setError })).toEqual([]);
    expect(showSubmitFailure(networkError(), { setError })).toEqual([]);
    const shown = showSubmitFailure(refused({ 'medicalInfo.bloodType': 'Choose one.' }), {
      setError,
      type: 'server',
      shouldFocus: true,
    });
    expect(shown).toEqual(['medicalInfo.bloodType']);
    expect(setError).toHaveBeenCalledOnce();
    expect(setError).toHaveBeenCalledWith(
      'medicalInfo.bloodType',
      { type: 'server', message: 'Choose one.' },
      { shouldFocus: true },
    );
  });

  it('hands a form that keeps its values in state all its messages at once, and nothing when none', () => {
    const refuse = vi.fn();
    showSubmitFailure(refused({ city: 'Choose a known city.', date: 'In the future.' }), {
      refuse,
    });
    expect(refuse).toHaveBeenCalledWith({ city: 'Choose a known city.', date: 'In the future.' });
    refuse.mockClear();
    showSubmitFailure(new ApiError(500, { code: 'GENERIC_ERROR', message: 'Oops.' }), { refuse });
    expect(refuse).not.toHaveBeenCalled();
  });
});
