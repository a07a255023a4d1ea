/**
 * English words an admin interface shows when a label escaped translation, for the Spanish
 * admin crawl (tests/e2e/platform/admin-spanish.spec.ts). Words that are also Spanish ('a', 'no', 'final',
 * 'error', 'email', 'media', 'logo', 'portal', the month abbreviations 'feb', 'mar', 'nov'…, and
 * 'AM'/'PM', which US Spanish uses) are left out: they cannot tell the languages apart.
 */
export const englishUiWords = new Set(
  `
  about add added after again ago all an and any are as ascending at back be before being block blocks bold
  by cancel change changes clear click close collapse collection collections column columns confirm content continue copy
  create created current dashboard date day days delete deleted descending deselect discard document documents done
  drag draft drop duplicate edit editing enter entries expand failed field fields file files filter filters first for
  from go has have heading hide home hour hours if image in insert invalid is it italic item items language last leave less
  link list load loading lock locked log login logout menu minute minutes modified month months more move new next
  none not notifications now occurred of on open or order page paragraph password per please preview previous publish
  published quote remove required reset responsive restore results row rows save saved search select selected settings show sort
  status submit success sure text the this time title to today toggle try underline undo unknown unlock unpublish
  unsaved untitled update updated upload uploaded user users value version versions view want was week weeks with
  year years yes you your
  january february march april may june july august september october november december
  jan apr aug dec
  monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun
  `
    .split(/\s+/)
    .filter(Boolean),
)

/** Proper nouns and brand names the admin may show; removed before looking for English. */
export const allowedNames = ['Florida Blue', 'Oscar Health', 'UnitedHealthcare', 'AmeriHealth', 'Google Maps', 'ACA']
