// "Now" for relative times ("5 minutes ago"), refreshed every minute while a screen is shown.
import { useEffect, useState } from 'react';

export function useMinuteNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}
