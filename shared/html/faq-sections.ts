/**
 * @module
 * The FAQ page's CMS content read as questions and answers (issue 18 point 3): `<h2>` headings name
 * topics, each `<h3>` is a question, and what follows it up to the next heading is its answer.
 * Reads `contentHtml`'s output, whose headings are canonical and in order; content before the first
 * question stays an introduction.
 */
import { htmlToText } from './html-to-text'

export type FaqQuestion = { question: string; answerHtml: string; answerText: string }
export type FaqTopic = { title: string | null; questions: FaqQuestion[] }
export type FaqContent = { introHtml: string; topics: FaqTopic[] }

/** Splits markup before each opening tag of `level`: [before the first, then each from its tag]. */
function splitAt(html: string, level: 2 | 3): [string, string[]] {
  const parts = html.split(new RegExp(`(?=<h${level}>)`))
  const first = parts[0]!.startsWith(`<h${level}>`) ? '' : parts.shift()!
  return [first, parts]
}

/** `<hN>heading</hN>rest` as the heading's markup and the rest. */
function headed(part: string, level: 2 | 3): { heading: string; rest: string } {
  const close = `</h${level}>`
  const end = part.indexOf(close)
  return end === -1 ? { heading: part.slice(4), rest: '' } : { heading: part.slice(4, end), rest: part.slice(end + close.length) }
}

function questionsOf(html: string): { before: string; questions: FaqQuestion[] } {
  const [before, parts] = splitAt(html, 3)
  const questions = parts.map((part) => {
    const { heading, rest } = headed(part, 3)
    const answerHtml = rest.trim()
    return { question: htmlToText(heading), answerHtml, answerText: htmlToText(answerHtml) }
  })
  return { before: before.trim(), questions: questions.filter((entry) => entry.question !== '' && entry.answerText !== '') }
}

export function faqSections(html: string): FaqContent {
  const [beforeTopics, topicParts] = splitAt(html, 2)
  const opening = questionsOf(beforeTopics)
  const topics: FaqTopic[] = opening.questions.length > 0 ? [{ title: null, questions: opening.questions }] : []
  for (const part of topicParts) {
    const { heading, rest } = headed(part, 2)
    const { questions } = questionsOf(rest)
    if (questions.length > 0) topics.push({ title: htmlToText(heading), questions })
  }
  return { introHtml: opening.before, topics }
}
