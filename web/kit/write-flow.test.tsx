// The input -> confirm -> complete flow: client validation, the confirm call, the execute call, server refusals.
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ErrorCode } from '../../core/api/error';
import { createTestKernel } from '../../core/services/test-support';
import { ErrorService } from '../../core/services/contracts';
import { required, validateFields } from '../../core/validation';
import { t } from '../../core/i18n';
import { renderWithServices } from '../test-support/harness';
import { App } from '../app/App';
import { FlowTextField } from './FlowTextField';
import { useWriteFlow, type WriteFlowOptions } from './use-write-flow';
import { WriteFlowView } from './WriteFlowView';

interface Values {
  name: string;
}

function NameFlow(props: Pick<WriteFlowOptions<Values, string, string>, 'confirm' | 'execute'>) {
  const flow = useWriteFlow<Values, string, string>({
    initial: { name: '' },
    validate: (values) => validateFields(values, { name: [required] }),
    ...props,
  });
  return (
    <WriteFlowView
      flow={flow}
      completeText={t('success.update')}
      renderInput={() => <FlowTextField flow={flow} name="name" label="Name" required />}
      renderConfirm={() => <p>confirm: {flow.confirmation}</p>}
    />
  );
}

const conflict = () => new ApiError(t('error.conflict'), ErrorCode.CONFLICT, { httpStatusCode: 409, message: t('error.conflict'), code: ErrorCode.CONFLICT });

describe('useWriteFlow with WriteFlowView', () => {
  it('validates, confirms, executes and completes', async () => {
    const confirm = vi.fn(async (values: Values) => `checked ${values.name}`);
    const execute = vi.fn(async () => 'done');
    const user = userEvent.setup();
    renderWithServices(createTestKernel(), <NameFlow confirm={confirm} execute={execute} />);

    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(screen.getByRole('alert').textContent).toBe(t('validation.required'));
    expect(document.querySelector('.twb-field--invalid')).not.toBeNull();
    expect(confirm).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Name/), 'Sato');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('confirm: checked Sato')).toBeTruthy();
    expect(screen.getByText(t('flow.confirmLead'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t('common.execute') }));
    expect(await screen.findByText(t('success.update'))).toBeTruthy();
    expect(execute).toHaveBeenCalledWith({ name: 'Sato' }, 'checked Sato');
  });

  it('goes back to input with the server field messages of a 400', async () => {
    const fields = { name: t('validation.katakana') };
    const confirm = vi.fn(async () => {
      throw new ApiError(t('error.badRequest'), ErrorCode.VALIDATION, { httpStatusCode: 400, message: t('error.badRequest'), code: ErrorCode.VALIDATION, fields });
    });
    const user = userEvent.setup();
    renderWithServices(createTestKernel(), <NameFlow confirm={confirm} execute={async () => 'done'} />);
    await user.type(screen.getByLabelText(/Name/), 'abc');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('validation.katakana'));
  });

  it('shows a refusal of the execute call above the form, back on the input step', async () => {
    const user = userEvent.setup();
    renderWithServices(createTestKernel(), <NameFlow confirm={async () => 'ok'} execute={async () => { throw conflict(); }} />);
    await user.type(screen.getByLabelText(/Name/), 'Sato');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await user.click(await screen.findByRole('button', { name: t('common.execute') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('error.conflict'));
    expect(screen.getByLabelText(/Name/)).toBeTruthy();
  });

  it('hands a system failure to ErrorService', async () => {
    const kernel = createTestKernel();
    const user = userEvent.setup();
    renderWithServices(kernel, <NameFlow confirm={async () => { throw new ApiError(t('error.network'), ErrorCode.NETWORK); }} execute={async () => 'done'} />);
    await user.type(screen.getByLabelText(/Name/), 'Sato');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    const errors = kernel.container.get<ErrorService>(ErrorService);
    await vi.waitFor(() => expect(errors.systemError.value).toBe(true));
  });

  it('keeps the step in the URL: back returns to the input with the values, forward to the same confirm step', async () => {
    const user = userEvent.setup();
    const { router } = renderWithServices(createTestKernel(), <NameFlow confirm={async (values) => `checked ${values.name}`} execute={async () => 'done'} />);
    await user.type(screen.getByLabelText(/Name/), 'Sato');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('confirm: checked Sato')).toBeTruthy();
    expect(router.state.location.search).toBe('?step=confirm');

    await act(() => router.navigate(-1));
    expect(((await screen.findByLabelText(/Name/)) as HTMLInputElement).value).toBe('Sato');
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate(1));
    expect(await screen.findByText('confirm: checked Sato')).toBeTruthy();

    // The confirm step's own back button pops the entry it pushed instead of stacking another one.
    await user.click(screen.getByRole('button', { name: t('common.back') }));
    expect(((await screen.findByLabelText(/Name/)) as HTMLInputElement).value).toBe('Sato');
    expect(router.state.historyAction).toBe('POP');
  });

  it('an edit after going back voids the confirmation: forward shows the input again', async () => {
    const user = userEvent.setup();
    const { router } = renderWithServices(createTestKernel(), <NameFlow confirm={async (values) => `checked ${values.name}`} execute={async () => 'done'} />);
    await user.type(screen.getByLabelText(/Name/), 'Sato');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await screen.findByText('confirm: checked Sato');
    await act(() => router.navigate(-1));
    await user.type(await screen.findByLabelText(/Name/), 'h');
    await act(() => router.navigate(1));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe('Satoh');
    expect(screen.queryByText(/confirm: /)).toBeNull();
  });

  it('opened at ?step=confirm (a reload) shows the input step and corrects the URL, never an empty confirm step', async () => {
    const execute = vi.fn(async () => 'done');
    const kernel = createTestKernel();
    const router = createMemoryRouter([{ path: '/form', element: <NameFlow confirm={async () => 'ok'} execute={execute} /> }], { initialEntries: ['/form?step=confirm'] });
    render(<App services={kernel.container} router={router} />);
    expect(await screen.findByLabelText(/Name/)).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('button', { name: t('common.execute') })).toBeNull();
    expect(execute).not.toHaveBeenCalled();
  });

  it('the complete step replaces the confirm step: back lands on a fresh input, and nothing is sent twice', async () => {
    const execute = vi.fn(async () => 'done');
    const user = userEvent.setup();
    const { router } = renderWithServices(createTestKernel(), <NameFlow confirm={async () => 'ok'} execute={execute} />);
    await user.type(screen.getByLabelText(/Name/), 'Sato');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await user.click(await screen.findByRole('button', { name: t('common.execute') }));
    expect(await screen.findByText(t('success.update'))).toBeTruthy();
    expect(router.state.location.search).toBe('?step=complete');
    expect(router.state.historyAction).toBe('REPLACE');

    await act(() => router.navigate(-1));
    expect(((await screen.findByLabelText(/Name/)) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: t('common.execute') })).toBeNull();
    expect(execute).toHaveBeenCalledTimes(1);
  });
});
