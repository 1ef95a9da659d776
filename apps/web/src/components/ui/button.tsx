import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router';
import { focusNearbyWhenRemoved } from './return-focus';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-card hover:bg-brand-700 active:bg-brand-800',
  secondary: 'border border-brand-200 bg-white text-brand-700 hover:border-brand-300 hover:bg-brand-50',
  ghost: 'text-stone-700 hover:bg-brand-50 hover:text-brand-700',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10 p-0',
};

/** The classes of a button; `className` is added after them (it adds, it does not override). */
export function buttonClasses(
  { variant = 'primary', size = 'md' }: ButtonStyleProps = {},
  className = '',
): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${className}`.trim();
}

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonStyleProps & {
    /**
     * Working (e.g. sending its form): it says it is unavailable and ignores clicks, and keeps the focus. A
     * button that can be busy and goes away once its work is done hands its focus to the heading nearby.
     */
    busy?: boolean;
  };

// A busy button's click does nothing: no handler, and a submit button does not submit its form again.
const ignoreClick = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * A button (type="button" unless told otherwise). Icon-only buttons need an `aria-label`. While `busy` it is
 * aria-disabled, not disabled: a disabled button drops the focus to the page, so a keyboard or screen reader
 * user would lose their place when the work ends.
 */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  busy,
  onClick,
  ref,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size }, className)}
      ref={ref ?? (busy === undefined ? undefined : focusNearbyWhenRemoved)}
      aria-disabled={busy || undefined}
      onClick={busy ? ignoreClick : onClick}
      {...props}
    />
  );
}

export type ButtonLinkProps = LinkProps & ButtonStyleProps;

/** A React Router link that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />;
}
