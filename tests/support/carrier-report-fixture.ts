import path from 'node:path'

/** The sample carrier export (a Humana-like Medicare book of business, columns as the carrier names them). */
export const carrierReportFixture = path.resolve(import.meta.dirname, '../fixtures/policies/humana-book-of-business.csv')
