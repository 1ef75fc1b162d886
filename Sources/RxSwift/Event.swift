/// What a sequence sends: any number of `next` elements, then at most one `error` or
/// `completed`, after which it sends nothing more.
@frozen
public enum Event<Element> {
  case next(Element)
  case error(Swift.Error)
  case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event {
  /// Whether this is `error` or `completed`.
  public var isStopEvent: Bool {
    switch self {
    case .next: false
    case .error, .completed: true
    }
  }

  /// The element of a `next` event.
  public var element: Element? {
    if case .next(let value) = self { return value }
    return nil
  }

  /// The error of an `error` event.
  public var error: Swift.Error? {
    if case .error(let error) = self { return error }
    return nil
  }

  public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// The same event with the element transformed.
  public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    switch self {
    case .next(let element):
      do { return .next(try transform(element)) } catch { return .error(error) }
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
  }
}

extension Event: CustomDebugStringConvertible {
  public var debugDescription: String {
    switch self {
    case .next(let value): "next(\(value))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
  }
}
