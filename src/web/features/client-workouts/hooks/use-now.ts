// The moment a screen opened: day labels and badges stay stable while it is shown.
import { useState } from 'react';

export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}
