import { Moon, Sun } from 'lucide-react';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { useI18n } from '@/client/lib/i18n';
import { clsx } from 'clsx';
import { useTheme } from './theme';

/** The other theme than the one shown (the back office's bar, and the shop's footer and menu). */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useI18n();
  const { theme, toggleTheme } = useTheme();
  return (
    <button
      type="button"
      aria-label={t('Toggle theme')}
      aria-pressed={theme === 'dark'}
      onClick={toggleTheme}
      className={clsx(buttonStyle('ghost', 'icon'), className)}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" strokeWidth={1.5} /> : <Moon aria-hidden="true" strokeWidth={1.5} />}
    </button>
  );
}

/**
 * The theme, out of the header's first rank: in the footer and the phone's menu. It follows the system's until
 * the shopper chooses; then "Follow the system" goes back to it.
 */
export function ThemeSetting({ className, buttonClassName }: { className?: string; buttonClassName?: string }) {
  const { t } = useI18n();
  const { theme, choice, setChoice } = useTheme();
  return (
    <div role="group" aria-label={t('Theme')} className={clsx('flex items-center gap-1', className)}>
      <ThemeToggle className="-ml-2.5" />
      <span>{theme === 'dark' ? t('Dark theme') : t('Light theme')}</span>
      {choice === 'system' ? null : (
        <button
          type="button"
          onClick={() => setChoice('system')}
          className={clsx('ml-3 inline-flex items-center border-l border-line pl-3', buttonClassName)}
        >
          {t('Follow the system')}
        </button>
      )}
    </div>
  );
}
