import Testing

@Test func auditFixturesArePending() {}
