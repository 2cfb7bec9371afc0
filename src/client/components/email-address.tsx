/** A part of an address longer than this may break where it must, rather than reach past a phone's screen. */
const WHOLE_UP_TO = 24;

/** One side of the @: kept whole when it is short enough to fit any column. */
const Part = ({ text }: { text: string }) => (
  <span className={text.length <= WHOLE_UP_TO ? 'whitespace-nowrap' : '[overflow-wrap:anywhere]'}>{text}</span>
);

/**
 * An e-mail address that does not break inside a word: it stays whole where it fits, and where it
 * cannot (a narrow column), it wraps after its @ and nowhere else (not at the hyphen of a domain). Only
 * a part too long for any column (a shopper's own long address) may break where it must.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <Part text={address} />;
  return (
    <>
      <Part text={address.slice(0, at + 1)} />
      <wbr />
      <Part text={address.slice(at + 1)} />
    </>
  );
}
