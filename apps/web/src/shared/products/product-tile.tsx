import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { langOf, type PickedText } from '@shop/domain';
import type { ProductImageComponent } from '../ui/product-image';

/**
 * - `small`: a 48 px thumbnail in a row of a list (the name on one line, the price quiet);
 * - `medium`: a card with an 80 px thumbnail, 64 px on phones;
 * - `large`: a card with a 96 px thumbnail.
 */
export type ProductTileSize = 'small' | 'medium' | 'large';

const SIZES: Record<ProductTileSize, { pixels: number; image: string; gap: string; texts: string; name: string }> = {
  small: { pixels: 48, image: 'size-12 rounded-md', gap: 'gap-3', texts: 'flex-col', name: 'truncate font-medium' },
  medium: {
    pixels: 80,
    image: 'size-16 rounded-lg sm:size-20',
    gap: 'gap-3',
    texts: 'flex-col gap-1',
    name: 'text-sm leading-snug font-semibold sm:text-base',
  },
  large: {
    pixels: 96,
    image: 'size-24 rounded-lg',
    gap: 'gap-4',
    texts: 'flex-col gap-1',
    name: 'leading-snug font-semibold',
  },
};

const cardClass =
  'group flex h-full items-center rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900';
const linkedNameClass = 'group-hover:text-indigo-700 group-hover:underline dark:group-hover:text-indigo-300';

export interface ProductTileProps {
  /** The shared ProductImage, handed down (see ProductImageComponent for why). */
  Image: ProductImageComponent;
  /** The thumbnail's picture (the placeholder when there is none). */
  image: string | undefined;
  /** A picked name is marked with its language where it is not the page's. */
  name: PickedText | string;
  /** Already formatted. */
  price: string;
  /** Said before the price: a configurable product's 'Desde' (see useListedPrice). */
  priceLabel?: string;
  size: ProductTileSize;
  /**
   * Given, the whole tile is a card linking there; without, it is the content of the caller's
   * own list item or list-box option, filling the room its neighbours (a button) leave.
   */
  href?: string;
  /** Lines under the price (how similar, how many in stock). */
  children?: ReactNode;
}

/** A product's thumbnail beside its name and price: the rows of similar products, alternatives, suggestions and search results. */
export function ProductTile({ Image, image, name, price, priceLabel, size, href, children }: ProductTileProps) {
  const { pixels, ...classes } = SIZES[size];
  const [text, picked] = typeof name === 'string' ? [name, undefined] : [name.text, name];
  const content = (
    <>
      <Image
        src={image}
        width={pixels}
        height={pixels}
        sizes={`${pixels}px`}
        loading="lazy"
        className={`${classes.image} shrink-0 bg-slate-100 object-cover dark:bg-slate-800`}
      />
      <span className={`flex min-w-0 ${classes.texts}`}>
        <span className={href ? `${classes.name} ${linkedNameClass}` : classes.name} {...langOf(picked)}>
          {text}
        </span>
        <span
          className={size === 'small' ? 'text-sm text-slate-600 dark:text-slate-300' : 'font-bold'}
          data-testid="tile-price"
        >
          {priceLabel && (
            <span className="text-sm font-normal text-slate-600 dark:text-slate-300">{`${priceLabel} `}</span>
          )}
          {price}
        </span>
        {children}
      </span>
    </>
  );
  return href ? (
    <Link to={href} className={`${cardClass} ${classes.gap}`}>
      {content}
    </Link>
  ) : (
    <div className={`flex min-w-0 flex-1 items-center ${classes.gap}`}>{content}</div>
  );
}
