// The FAQ (/Faq): questions and answers by topic, narrowed by words typed (every word must appear) and by topic;
// the topic can come from the link (?topic=uploads), so help cards and popovers can open the right part.
import '../site.css';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, InputGroup, NonIdealState } from '@blueprintjs/core';
import { st } from '../../../core/site/texts';
import { faqEntries, faqTopics, searchFaq } from '../../../core/site/documents';
import { SITE_PATHS } from '../../../core/site/paths';

export default function FaqPage() {
  const id = useId();
  const entries = useMemo(() => faqEntries(), []);
  const topics = useMemo(() => faqTopics(), []);
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const topicParam = params.get('topic');
  const topic = topics.some((candidate) => candidate.id === topicParam) ? topicParam : null;
  const shown = searchFaq(entries, query, topic);
  const topicLabel = new Map(topics.map((candidate) => [candidate.id, candidate.label]));

  const chooseTopic = (next: string | null) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set('topic', next);
    else updated.delete('topic');
    setParams(updated, { replace: true, preventScrollReset: true });
  };

  return (
    <Card className="twb-site-page twb-faq">
      <p className="twb-site-page__lead">{st('doc.faq.lead')}</p>
      <div className="twb-faq__controls">
        <div className="twb-faq__search">
          <label htmlFor={`${id}-search`}>{st('site.faq.search')}</label>
          <InputGroup
            id={`${id}-search`}
            type="search"
            leftIcon="search"
            placeholder={st('site.faq.searchPlaceholder')}
            value={query}
            onValueChange={setQuery}
            aria-controls={`${id}-list`}
          />
        </div>
        <div className="twb-faq__topics" role="group" aria-label={st('site.faq.topics')}>
          <Button size="small" text={st('site.faq.allTopics')} active={topic === null} aria-pressed={topic === null} onClick={() => chooseTopic(null)} />
          {topics.map((candidate) => (
            <Button
              key={candidate.id}
              size="small"
              text={candidate.label}
              active={topic === candidate.id}
              aria-pressed={topic === candidate.id}
              onClick={() => chooseTopic(candidate.id)}
            />
          ))}
        </div>
      </div>
      <p role="status" className="twb-site-page__meta">
        {st('site.faq.count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <NonIdealState icon="search" description={st('site.faq.none')} action={<Link to={SITE_PATHS.contact}>{st('site.faq.toContact')}</Link>} />
      ) : (
        <ul className="twb-faq__list" id={`${id}-list`}>
          {shown.map((entry) => (
            <li key={entry.id} className="twb-faq__item">
              <details open={query.trim() !== ''}>
                <summary>
                  {entry.question}
                  <span className="twb-faq__topic-label">{topicLabel.get(entry.topic)}</span>
                </summary>
                <p>{entry.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
      <p className="twb-site-page__back">
        <Link to={SITE_PATHS.contact}>{st('site.faq.toContact')}</Link>
      </p>
    </Card>
  );
}
