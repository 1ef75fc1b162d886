/// Anything that can be seen as an `Observable`.
public protocol ObservableConvertibleType {
  associatedtype Element

  func asObservable() -> Observable<Element>
}
