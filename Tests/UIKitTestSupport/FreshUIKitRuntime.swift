import Testing
import UIKit

/// Runs each test of a suite (its `init` included) in a UIKit runtime of its own: its own
/// frame time, animator, windows, layout log and main screen. Tests then run in parallel
/// with nothing shared, and nothing one test leaves behind reaches another.
public struct FreshUIKitRuntime: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func scopeProvider(for test: Test, testCase: Test.Case?) -> FreshUIKitRuntime? {
    testCase == nil ? nil : self
  }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let runtime = await MainActor.run { UIKitRuntime() }
    do {
      try await UIKitRuntime.withRuntime(runtime) { try await function() }
    } catch {
      await MainActor.run { runtime.shutDown() }
      throw error
    }
    await MainActor.run { runtime.shutDown() }
  }
}

extension Trait where Self == FreshUIKitRuntime {
  /// A UIKit runtime of its own for each test.
  public static var uikitRuntime: Self { FreshUIKitRuntime() }
}
