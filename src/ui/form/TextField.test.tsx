import React from 'react';
import { Formik, Form } from 'formik';
import * as yup from 'yup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverErrorsToFormik, TextField } from './TextField';
import { phoneError } from './phone';

const schema = yup.object({
  name: yup.string().trim().required('validation_required'),
  phone: yup.string().test('phone', (v, ctx) => {
    const key = phoneError(v);
    return key ? ctx.createError({ message: key }) : true;
  }),
});

function Harness({ onSubmit }: { onSubmit: (v: { name: string; phone: string }) => void }) {
  return (
    <Formik initialValues={{ name: '', phone: '' }} validationSchema={schema} onSubmit={onSubmit}>
      <Form>
        <TextField name="name" label="Name" />
        <TextField name="phone" label="Phone" type="phone" />
        <button type="submit">Send</button>
      </Form>
    </Formik>
  );
}

describe('TextField', () => {
  it('shows translated errors after submit on the right fields, wired for screen readers', async () => {
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    // The test i18n returns keys: the message is the key itself.
    expect(screen.getByText('validation_required')).toHaveAttribute('id', name.getAttribute('aria-describedby'));
    expect(screen.getByText('blank')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits masked values once they are valid', async () => {
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Олена');
    await userEvent.type(screen.getByLabelText('Phone'), '501112233');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0][0];
    expect(values.name).toBe('Олена');
    expect(phoneError(values.phone)).toBeNull();
  });
});

describe('serverErrorsToFormik', () => {
  it.each([
    [{ phone: ['validation_phone'] }, {}, { phone: 'validation_phone' }, []],
    [{ 'address.street': ['street_unknown'] }, { 'address.street': 'street' }, { street: 'street_unknown' }, []],
    [{ items: ['dishes_hidden'], name: ['validation_required', 'x'] }, {}, { name: 'validation_required' }, ['dishes_hidden']],
    [{ email: [] }, {}, {}, []],
  ])('%j -> %j', (fields, map, errors, unplaced) => {
    expect(serverErrorsToFormik(fields, ['name', 'phone', 'street', 'email'], map)).toEqual({ errors, unplaced });
  });
});
