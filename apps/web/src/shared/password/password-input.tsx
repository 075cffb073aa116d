import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useFeatureTexts } from '../i18n/feature-texts';
import { Icon } from '../ui/icons';
import { passwordTexts } from './texts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement>; id: string };

/**
 * A password field with a button that shows what was typed and hides it again; the button's name
 * says what it will do ('Mostrar contraseña' / 'Ocultar contraseña'), and the text keeps its place.
 */
export function PasswordInput({ className, ref, ...props }: Props) {
  const { t } = useFeatureTexts(passwordTexts);
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input {...props} ref={ref} type={shown ? 'text' : 'password'} className={`${className ?? ''} pr-12`} />
      <button
        type="button"
        className="absolute top-1/2 right-1 mt-0.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800"
        aria-label={shown ? t('password:hide') : t('password:show')}
        aria-controls={props.id}
        onClick={() => setShown(!shown)}
        data-testid="password-toggle"
      >
        <Icon className="size-5">
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {shown && <path d="M3 3l18 18" />}
        </Icon>
      </button>
    </div>
  );
}
