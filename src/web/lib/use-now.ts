// "Now" for a screen, in the two ways screens need it.
import { useEffect, useState } from 'react';

/** The moment a screen opened: day labels and badges stay stable while it is shown. */
export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}

/** "Now" for relative times ("5 minutes ago"), refreshed every minute while a screen is shown. */
export function useMinuteNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}
