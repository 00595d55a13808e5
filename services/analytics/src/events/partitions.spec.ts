import { addDays, dayOfPartition, partitionName, partitionPlan, utcDay } from './partitions';

describe('event partitions', () => {
  it('names one partition per UTC day and reads the day back', () => {
    expect(partitionName('2025-03-21')).toBe('analytics_event_p20250321');
    expect(dayOfPartition('analytics_event_p20250321')).toBe('2025-03-21');
    expect(dayOfPartition('analytics_event')).toBeNull();
    expect(dayOfPartition('analytics_event_p2025032')).toBeNull();
  });

  it('counts days in UTC across month and year ends', () => {
    expect(utcDay('2025-03-20T23:59:59.999+03:30')).toBe('2025-03-20');
    expect(utcDay('2025-03-21T02:00:00+03:30')).toBe('2025-03-20');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('keeps yesterday to a week ahead ready and drops days past the retention', () => {
    const plan = partitionPlan('2025-03-21', ['2025-03-21', '2025-01-01', '2024-12-30', '2025-03-19'], 80);
    expect(plan.create).toEqual([
      '2025-03-20',
      '2025-03-22',
      '2025-03-23',
      '2025-03-24',
      '2025-03-25',
      '2025-03-26',
      '2025-03-27',
      '2025-03-28',
    ]);
    // 80 days before 2025-03-21 is 2024-12-31: the day before it goes, that day stays.
    expect(plan.drop).toEqual(['2024-12-30']);
    expect(partitionPlan('2025-03-21', ['2024-12-31'], 80).drop).toEqual([]);
  });
});
