import Testing
@testable import BarKit
@Test func smoke() { #expect(1 == 1) }
