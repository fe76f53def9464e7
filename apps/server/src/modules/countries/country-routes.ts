import type { FastifyInstance } from 'fastify'
import { allCountryRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { describeLocales } from '../tenants/tenant-descriptions'
import { loadSiteTenant } from '../tenants/tenant-settings-repository'
import { listCountries } from './country-catalogue'

/** Spec §7 all-country: the country picker's data and the languages the site offers. */
export async function countryRoutes(app: FastifyInstance) {
  serveRoute(app, allCountryRoute, async ({ request }) => ({
    countryInfos: await listCountries(),
    localeInfos: describeLocales(await loadSiteTenant(app.store.db, request.hostname)),
  }))
}
