import { describe, expect, it } from 'vitest'
import { aboutFeatures, htmlPhrases } from './about-features'

const description = '<p>The LaserJet M209dw is a mono laser printer.</p>\n<ul> <li>Prints up to 30 pages per minute in black</li> <li>Automatic double-sided printing saves paper</li> </ul>'

describe('the About tab\'s features (SPEC §2)', () => {
  it('reads the phrases of the description: items, paragraphs and lines', () => {
    expect(htmlPhrases(description)).toEqual(['the laserjet m209dw is a mono laser printer', 'prints up to 30 pages per minute in black', 'automatic double-sided printing saves paper'])
    expect(htmlPhrases('Line one<br>Line <b>two</b> &amp; three')).toEqual(['line one', 'line two & three'])
  })

  it('leaves out the bullets the description already lists', () => {
    const features = ['Prints up to 30 pages per minute in black', 'Automatic double-sided printing saves paper', 'Wi-Fi and Wi-Fi Direct']
    expect(aboutFeatures(features, [description])).toEqual(['Wi-Fi and Wi-Fi Direct'])
  })

  it('leaves out what the short description says, and says each remaining phrase once', () => {
    const short = '<ul><li>Wi-Fi and Wi-Fi Direct.</li></ul>'
    expect(aboutFeatures(['wi-fi and wi-fi direct', 'Print', 'Print ', 'Copy'], [null, short])).toEqual(['Print', 'Copy'])
  })

  it('keeps a short function that only appears inside a longer phrase', () => {
    // "Print" is a main function of its own; "Prints up to 30 pages…" does not say it.
    expect(aboutFeatures(['Print'], [description])).toEqual(['Print'])
  })

  it('lists everything when there is no description', () => {
    expect(aboutFeatures(['Print', 'Scan'], [null, null])).toEqual(['Print', 'Scan'])
  })
})
