import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/client/lib/utils';
import { buttonBase, buttonSizes, buttonVariants, type ButtonSize, type ButtonVariant } from './button-variants';

export type { ButtonSize, ButtonVariant } from './button-variants';

/** The button look, with `className` allowed to override the variant (merged by tailwind-merge). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(buttonBase, buttonVariants[variant], buttonSizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a Link, an anchor) with the button's look. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', asChild = false, className, type, ...props },
  ref,
) {
  if (asChild) {
    return <Slot.Root ref={ref} className={buttonClasses(variant, size, className)} {...props} />;
  }
  return <button ref={ref} type={type ?? 'button'} className={buttonClasses(variant, size, className)} {...props} />;
});
