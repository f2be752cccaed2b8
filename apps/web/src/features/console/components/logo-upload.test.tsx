import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminIdentity } from '@touchline/contract/calls/admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { LogoUpload } from './logo-upload';

const team: AdminIdentity = {
  id: 'team-1',
  kind: 'team',
  title: 'Harbour Rovers',
  parentId: null,
  shortName: 'HR',
  logoUrl: null,
  colour: null,
  sportType: 'football',
  archived: false,
};

let english: TestServices;
beforeAll(async () => {
  english = await testServices();
});

const pick = (input: HTMLElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });

function renderUpload(upload: (file: File) => Promise<unknown>, error?: unknown) {
  render(
    <TestProviders services={english}>
      <LogoUpload identity={team} onUpload={upload} error={error} />
    </TestProviders>,
  );
}

describe('LogoUpload', () => {
  it('is a labelled file input in the tab order that takes images only', () => {
    renderUpload(() => Promise.resolve());
    const input = screen.getByLabelText<HTMLInputElement>('Logo file for Harbour Rovers');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/png,image/jpeg,image/webp');
    expect(input.tabIndex).toBe(0);
    input.focus();
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-describedby')).toContain('-hint');
    expect(
      screen.getByText('PNG, JPEG or WebP, up to 1024 KB. SVG files are not taken.'),
    ).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('logo-send').disabled).toBe(true);
  });

  it('refuses an SVG and a file over the limit before sending anything', () => {
    const upload = vi.fn(() => Promise.resolve());
    renderUpload(upload);
    const input = screen.getByTestId('logo-file');
    pick(input, new File(['<svg/>'], 'crest.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a PNG, JPEG or WebP image.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    pick(input, new File([new Uint8Array(1024 * 1024 + 1)], 'crest.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'This file is larger than the portal accepts.',
    );
    expect(screen.getByTestId<HTMLButtonElement>('logo-send').disabled).toBe(true);
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends a PNG and says it was uploaded', async () => {
    const upload = vi.fn((_file: File) => Promise.resolve());
    renderUpload(upload);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'crest.png', { type: 'image/png' });
    pick(screen.getByTestId('logo-file'), file);
    fireEvent.click(screen.getByTestId('logo-send'));
    await waitFor(() => expect(upload).toHaveBeenCalledWith(file));
    expect(await screen.findByText('The logo was uploaded.')).toBeTruthy();
  });
});
