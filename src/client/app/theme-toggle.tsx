import { Moon, Sun } from 'lucide-react';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { useI18n } from '@/client/lib/i18n';
import { useTheme } from './theme';

export function ThemeToggle() {
  const { t } = useI18n();
  const { theme, toggleTheme } = useTheme();
  return (
    <button
      type="button"
      aria-label={t('Toggle theme')}
      aria-pressed={theme === 'dark'}
      onClick={toggleTheme}
      className={buttonStyle('ghost', 'icon')}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" strokeWidth={1.5} /> : <Moon aria-hidden="true" strokeWidth={1.5} />}
    </button>
  );
}
