import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/client/lib/utils';
import { inputClasses } from './input-variants';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  return <input ref={ref} type={type} className={cn(inputClasses, className)} {...props} />;
});
