/** The queues page (队列设置): skill groups with their members, ring strategy and waiting rules. */
export * from './queue-schemas'
export * from './queue-routes'
export * from './queue-texts'
export * from './queue-overflow-limit'
