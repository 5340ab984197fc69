import { useEffect, useRef, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'type'> & { value: number };

/**
 * A number box of an order line that the person types into freely ('', '1.', '12') and that still
 * follows the order when the order changes it: a product added again shows its new quantity.
 */
export function LineNumberInput({ value, ...props }: Props) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // What is typed stays as typed while it means the same number; anything else is the order's own change.
    if (box.current && Number(box.current.value) !== value) box.current.value = String(value);
  }, [value]);
  return <input ref={box} type="number" defaultValue={value} {...props} />;
}
