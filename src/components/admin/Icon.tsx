import { BrandMark } from './BrandMark'

/** Small mark in the admin navigation. */
export default function Icon() {
  return <BrandMark size={28} />
}
