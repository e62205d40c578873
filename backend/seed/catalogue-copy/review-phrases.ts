/**
 * @module
 * What customers write, by what they bought and how happy they were. British English, as the
 * shop's reviews read.
 */
import type { ProductKind } from '../catalogue/catalogue-builder'

export type Mood = 'happy' | 'mixed' | 'unhappy'
type Topic = 'genuine' | 'own' | 'printer' | 'paper' | 'tape' | 'filament' | 'other'

export const NICKNAMES = [
  'Sarah from Leeds', 'Dave M', 'Office manager, Bristol', 'Helen T', 'Gareth', 'Priya S', 'Mike in Norwich', 'Jo', 'Ian W',
  'Fiona from Glasgow', 'Tom H', 'Rachel', 'School business manager', 'Andy from Cardiff', 'Margaret', 'Chris P', 'Sam',
  'Bev in Hull', 'Owen R', 'Lucy', 'Keith from Swindon', 'Nadia K', 'Retired teacher', 'Paul D', 'Claire from York', 'Steve',
  'Emma B', 'Mark from Belfast', 'Aisha', 'John', 'Small business owner', 'Grandad Ron', 'Kate L', 'Vicky from Exeter',
  'Dan the accountant', 'Hannah', 'Rob G', 'Sue from Brighton', 'Neil', 'Zoe W',
]

export function topicOf(kind: ProductKind): Topic {
  switch (kind) {
    case 'genuine-cartridge':
    case 'multipack':
    case 'drum':
    case 'grouped-set':
      return 'genuine'
    case 'alternative-cartridge':
      return 'own'
    case 'printer':
      return 'printer'
    case 'paper-line':
    case 'photo-paper':
    case 'label-sheets':
      return 'paper'
    case 'label-tape':
      return 'tape'
    case 'filament':
      return 'filament'
    default:
      return 'other'
  }
}

const SUMMARIES: Record<Mood, readonly string[]> = {
  happy: ['Spot on', 'Does exactly what it says', 'Brilliant value', 'Excellent, will buy again', 'Great quality', 'Arrived next day', 'Highly recommended', 'No complaints at all', 'Perfect', 'Really pleased'],
  mixed: ['Good but not perfect', 'Does the job', 'OK for the price', 'Fine, slight niggle', 'Decent enough'],
  unhappy: ['Disappointed', 'Not as expected', 'Had problems', 'Would not buy again'],
}

/** A review is an opening remark and a detail; pairs of them give each product varied reviews. */
type Phrases = { openers: readonly string[]; details: readonly string[] }

const TEXTS: Record<Topic, Record<Mood, Phrases>> = {
  genuine: {
    happy: {
      openers: ['Genuine cartridges, well packed and here the next morning.', 'Cheaper than the supermarket and arrived the day after I ordered.', 'Always buy my ink here now.', 'Exactly what the printer needed.', 'Ordered at lunchtime, fitted it before breakfast the next day.', 'Great price for the real thing.'],
      details: ['Prints are as sharp as ever.', 'Printer recognised it straight away.', 'Easy to find the right one by searching for my printer model.', 'The XL lasts far longer than the standard size and is worth the extra.', 'Colours are spot on for the kids\' school projects.', 'No streaks, no fuss.'],
    },
    mixed: {
      openers: ['Works perfectly.', 'Fine cartridge.', 'Does the job as expected.'],
      details: ['The price has crept up since I last ordered, though.', 'The box was a bit squashed on arrival.', 'Does not seem to last quite as long as the page count suggests.'],
    },
    unhappy: {
      openers: ['Not the experience I expected.', 'Disappointing this time.'],
      details: ['Printer did not recognise the cartridge at first; had to reseat it twice.', 'It arrived a day late. Customer service did apologise and sort it out.'],
    },
  },
  own: {
    happy: {
      openers: ['Was sceptical about compatibles but these are brilliant.', 'Been using these for a year with no problems at all.', 'Saves me a fortune.', 'Switched from genuine and honestly cannot tell the difference.', 'Third order now and still impressed.', 'Great alternative to the branded ones.'],
      details: ['Colours match the originals at half the price.', 'Ink levels show on the printer like the real thing.', 'Print quality is just as good for letters and homework.', 'Quick delivery too.', 'The XL version lasts ages.', 'The 3-year guarantee gave me the confidence to try them.'],
    },
    mixed: {
      openers: ['Good value.', 'Works well once set up.', 'Decent compatible.'],
      details: ['The black is very slightly lighter than the original on photos.', 'Needed a cleaning cycle before the colours came through properly.', 'Fine for everyday printing, I still use genuine for photos.'],
    },
    unhappy: {
      openers: ['Had a problem with this set.', 'Not great this time.'],
      details: ['One of the four was not recognised. The replacement came quickly but it was a faff.', 'Yellow streaked after a few weeks. Refunded without fuss, to be fair.'],
    },
  },
  printer: {
    happy: {
      openers: ['Set up in ten minutes with the app.', 'Replaced an old printer that kept jamming.', 'Great printer for the home office.', 'Fast, compact and well built.', 'Very pleased with this purchase.'],
      details: ['Prints quickly and quietly, and the Wi-Fi has been rock solid.', 'Double-sided printing saves a lot of paper.', 'Scanning to email is really handy.', 'Running costs are low with XL cartridges.', 'Delivered next day as promised.'],
    },
    mixed: {
      openers: ['Good prints.', 'Does everything I need.'],
      details: ['The setup instructions could be clearer.', 'It is louder than my old one.', 'The paper tray feels a little flimsy.'],
    },
    unhappy: {
      openers: ['Frustrating start.', 'Expected more at this price.'],
      details: ['Kept dropping off the Wi-Fi network until a firmware update.', 'The scanner lid does not sit flat.'],
    },
  },
  paper: {
    happy: {
      openers: ['Good quality paper.', 'Bright white and a nice weight.', 'Lovely paper.', 'Great value compared with the stationers.'],
      details: ['No jams at all in our office laser.', 'Delivered next day.', 'Photos come out vivid and dry instantly.', 'Labels line up perfectly with the Word template.'],
    },
    mixed: { openers: ['Fine for everyday use.', 'Good paper.'], details: ['Nothing special.', 'The ream wrapper was torn on one pack.'] },
    unhappy: { openers: ['Not for us.'], details: ['It curled in our printer on double-sided jobs.'] },
  },
  tape: {
    happy: {
      openers: ['Labels look crisp.', 'Works exactly like the Brother one.', 'Used these for cable labels at work.', 'Handy for the garage shelves.'],
      details: ['The backing peels easily.', 'A fraction of the cost of the original.', 'Still readable a year later.', 'Quick delivery as always.'],
    },
    mixed: { openers: ['Tape is fine.'], details: ['The cassette was a tight fit in my label maker.'] },
    unhappy: { openers: ['Mixed results.'], details: ['The backing was hard to peel on a few labels.'] },
  },
  filament: {
    happy: {
      openers: ['Prints beautifully at 210°C.', 'Great colour.', 'Reliable filament, my go-to now.', 'Excellent value spool.'],
      details: ['No stringing and the diameter is consistent.', 'Wound neatly with no tangles.', 'Good bed adhesion first time.', 'Arrived vacuum sealed and dry.'],
    },
    mixed: { openers: ['Good filament.'], details: ['It needed a slightly higher temperature than stated.'] },
    unhappy: { openers: ['Not impressed.'], details: ['The spool arrived without a vacuum seal and the first layers popped.'] },
  },
  other: {
    happy: { openers: ['Easy to use and exactly as described.', 'Quick and straightforward.'], details: ['No issues at all.', 'Would recommend.'] },
    mixed: { openers: ['Does what it says.'], details: ['Nothing more.'] },
    unhappy: { openers: ['Took longer than expected.'], details: ['Got there in the end.'] },
  },
}

export const summaries = (mood: Mood): readonly string[] => SUMMARIES[mood]
export const phrases = (topic: Topic, mood: Mood): Phrases => TEXTS[topic][mood]
