import { lazy, Suspense, useRef, useState, type InputHTMLAttributes, type RefObject } from 'react';
import { ProductImage } from '../ui/product-image';

// Everything the suggestions need beyond a plain input (the list, its state, its texts and
// requests) is fetched when the box is first focused: the storefront's first load is at its
// budget, and most visits never type here. The popup then sets the box's combobox state
// (aria-expanded, aria-controls, aria-activedescendant) on the element itself.
const SuggestionsPopup = lazy(() => import('./suggestions-popup').then((m) => ({ default: m.SuggestionsPopup })));

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'role' | 'ref'> & {
  inputRef?: RefObject<HTMLInputElement | null>;
};

/**
 * A search box that suggests products and categories as the shopper types (an ARIA 1.2
 * combobox with a listbox popup). Before its first focus it is a plain input in a plain
 * form, which is all a server-rendered page needs to search.
 */
export function SuggestInput({ inputRef, onFocus, ...props }: Props) {
  const [armed, setArmed] = useState(false);
  const own = useRef<HTMLInputElement | null>(null);
  const input = inputRef ?? own;
  return (
    <>
      <input
        {...props}
        ref={input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        autoComplete="off"
        onFocus={(event) => {
          setArmed(true);
          onFocus?.(event);
        }}
      />
      {armed && (
        <Suspense>
          <SuggestionsPopup input={input} Image={ProductImage} />
        </Suspense>
      )}
    </>
  );
}
