import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { QuantityStepper } from './quantity-stepper';

function Meters({ stock }: { stock: number }) {
  const [steps, setSteps] = useState(2);
  return <QuantityStepper id="q" unitType="half_meter" stock={stock} value={steps} onChange={setSteps} />;
}

describe('the quantity stepper', () => {
  it('says so when a typed quantity is more than the stock, and keeps the stock', () => {
    render(<Meters stock={100} />);
    const field = screen.getByRole('textbox');
    fireEvent.change(field, { target: { value: '۹۹۹' } });
    fireEvent.blur(field);
    expect(field).toHaveValue('۵۰');
    expect(screen.getByRole('status')).toHaveTextContent(
      'بیش از ۵۰ متر موجود نیست؛ مقدار به همین اندازه شد.',
    );
    expect(field).toHaveAccessibleDescription(/بیش از ۵۰ متر موجود نیست/);
  });

  it('says nothing for a quantity in stock, and drops the word once the quantity is changed again', () => {
    render(<Meters stock={100} />);
    const field = screen.getByRole('textbox');
    fireEvent.change(field, { target: { value: '۹۹۹' } });
    fireEvent.click(screen.getByRole('button', { name: 'کاهش' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    fireEvent.change(field, { target: { value: '۳' } });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
