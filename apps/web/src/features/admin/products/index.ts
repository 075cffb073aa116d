export { CreateProductPage } from './create-product-page';
export { EditProductPage } from './edit-product-page';
export { ProductsPage } from './products-page';
export type { FeaturesEditorProps } from './product-form';
