import { copy } from '../../copy';

/** Props of {@link ComingSoonPage}. */
export interface ComingSoonPageProps {
  title: string;
}

/** A page not built yet: its title and a plain sentence saying so, with no stand-in data. */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  return (
    <>
      <h1>{title}</h1>
      <p>{copy.comingSoon}</p>
    </>
  );
}
