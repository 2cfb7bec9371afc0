import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/utils';
import { inputClasses } from './input-variants';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}
