// The rule lives in the domain (the API names orders the same way in the change log).
export { shortOrderId } from '@shop/domain';
