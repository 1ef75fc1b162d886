/// An observable that is also an observer: what it is sent, it sends on.
public protocol SubjectType: ObservableType {
  associatedtype Observer: ObserverType

  func asObserver() -> Observer
}
