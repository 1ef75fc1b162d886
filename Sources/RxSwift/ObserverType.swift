/// Something that receives a sequence's events.
public protocol ObserverType {
  associatedtype Element

  func on(_ event: Event<Element>)
}

extension ObserverType {
  public func onNext(_ element: Element) { on(.next(element)) }
  public func onCompleted() { on(.completed) }
  public func onError(_ error: Swift.Error) { on(.error(error)) }
}
