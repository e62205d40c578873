import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const mobile = process.argv[2] === 'mobile'
const page = await browser.newPage(mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } })
const t0 = Date.now()
page.on('request', r => { if (r.resourceType()==='document' || r.resourceType()==='fetch') console.log(Date.now()-t0, 'req', r.resourceType(), r.method(), r.url(), r.postData() ?? '') })
await page.goto('http://127.0.0.1:8861/hp-963-yellow-ink-cartridge-3ja25ae.html')
await page.locator('[data-island="modal-host"][data-hydrated]').waitFor({ state: 'attached' })
await page.locator('main').getByRole('button', { name: 'Add to basket' }).first().click()
const added = page.getByRole('dialog', { name: 'Added to your basket' })
await added.getByRole('button', { name: 'Continue', exact: true }).click()
await page.getByRole('link', { name: 'Basket, 1 item' }).filter({ visible: true }).first().click()
await page.getByRole('dialog', { name: 'Your basket' }).getByRole('link', { name: 'View basket' }).click()
await page.waitForURL('**/cart'); const input = page.locator('main input[name=quantity]').first()
await input.waitFor()
console.log(Date.now()-t0, 'cart shown', page.url())
await input.fill('3')
for (const t of [0, 100, 300, 600, 1200, 2000]) { await page.waitForTimeout(t); console.log(Date.now()-t0, t, await page.locator('main input[name=quantity]').first().inputValue()) }
await browser.close()
