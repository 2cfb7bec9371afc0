import type { ReactNode } from 'react';
import { type Block, parseHouseText } from '@/domain/pages/house-text';
import { Words } from '@/client/components/house-words';
import { Item, List, Question, QuestionGroup, Section, SubHeading } from './prose';

/*
 * A house page's words as the owner wrote them (domain/pages/house-text.ts), in the client-care pages'
 * typography. Everything is React text: nothing the owner types becomes HTML.
 */

/** A paragraph, a list or an aside. */
function Flow({ block }: { block: Exclude<Block, { kind: 'heading' }> }) {
  if (block.kind === 'paragraph')
    return (
      <p>
        <Words content={block.content} />
      </p>
    );
  if (block.kind === 'list')
    return (
      <List>
        {block.items.map((item, i) => (
          <Item key={i}>
            <Words content={item} />
          </Item>
        ))}
      </List>
    );
  return (
    <div className="mt-2 grid gap-2 border border-line bg-surface p-6 text-sm">
      {block.lines.map((line, i) => (
        <p key={i}>
          <Words content={line} />
        </p>
      ))}
    </div>
  );
}

/** The blocks under each level-2 heading (and those before the first, under none). */
function sections(blocks: Block[]): { heading?: Extract<Block, { kind: 'heading' }>; blocks: Block[] }[] {
  const out: { heading?: Extract<Block, { kind: 'heading' }>; blocks: Block[] }[] = [];
  for (const block of blocks) {
    if (block.kind === 'heading' && block.level === 2) out.push({ heading: block, blocks: [] });
    else {
      if (out.length === 0) out.push({ blocks: [] });
      out.at(-1)!.blocks.push(block);
    }
  }
  return out;
}

/** A page of sections: Shipping & Returns, the terms. */
export function HouseSections({ text }: { text: string }) {
  return (
    <>
      {sections(parseHouseText(text)).map(({ heading, blocks }, i) => {
        const content = blocks.map((b, j) =>
          b.kind === 'heading' ? <SubHeading key={j}>{b.text}</SubHeading> : <Flow key={j} block={b} />,
        );
        return heading ? (
          <Section key={i} id={heading.id} title={heading.text}>
            {content}
          </Section>
        ) : (
          <div key={i} className="grid gap-4 text-[0.9375rem] leading-relaxed text-ink-soft">
            {content}
          </div>
        );
      })}
    </>
  );
}

/** The FAQ: each level-2 heading a group, each level-3 heading a question, its answer the blocks below it. */
export function HouseQuestions({ text }: { text: string }) {
  return (
    <div className="grid gap-14">
      {sections(parseHouseText(text)).map(({ heading, blocks }, i) => {
        const questions: { question: string; answer: ReactNode[] }[] = [];
        const before: ReactNode[] = [];
        blocks.forEach((b, j) => {
          if (b.kind === 'heading') questions.push({ question: b.text, answer: [] });
          else (questions.at(-1)?.answer ?? before).push(<Flow key={j} block={b} />);
        });
        const content = (
          <>
            {before.length ? <div className="grid gap-3 pt-4 text-[0.9375rem] text-ink-soft">{before}</div> : null}
            {questions.map((q, j) => (
              <Question key={j} question={q.question}>
                {q.answer}
              </Question>
            ))}
          </>
        );
        return heading ? (
          <QuestionGroup key={i} id={heading.id} title={heading.text}>
            {content}
          </QuestionGroup>
        ) : (
          <div key={i}>{content}</div>
        );
      })}
    </div>
  );
}
