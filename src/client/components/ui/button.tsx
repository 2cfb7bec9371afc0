import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/client/lib/utils';
import { buttonBase, buttonSizes, buttonVariants, type ButtonSize, type ButtonVariant } from './button-variants';

export type { ButtonSize, ButtonVariant } from './button-variants';

/** The button look, with `className` allowed to override the variant (merged by tailwind-merge). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(buttonBase, buttonVariants[variant], buttonSizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a Link, an anchor) with the button's look. */
  asChild?: boolean;
}

export function Button({ variant = 'primary', size = 'md', asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot.Root className={buttonClasses(variant, size, className)} {...props} />;
  }
  return <button type={type ?? 'button'} className={buttonClasses(variant, size, className)} {...props} />;
}
