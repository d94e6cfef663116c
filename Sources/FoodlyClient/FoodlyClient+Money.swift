import FoodlyAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FoodlyClient {
    /// `GET /api/v1/admin/orders/{id}`: any order with its customer, courier, timeline and money (operators).
    public func operatorOrder(id: String) async throws -> OperatorOrderBody {
        try await send(Endpoints.operatorOrder, path: IDPath(id: id), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/admin/orders/{id}/refunds`: gives back `amount` cents of the order with a reason (409
    /// `refund_exceeds_charge` past what is left of its charges).
    public func refundOrder(id: String, amount: Int, reason: String) async throws -> OperatorOrderBody {
        try await send(
            Endpoints.refundOrder, path: IDPath(id: id), query: NoQuery(),
            body: RefundRequest(amount: amount, reason: reason))
    }

    /// `POST /api/v1/admin/orders/{id}/cancel`: cancels an order that has not ended, with a reason its customer
    /// sees; what is left of its charges is refunded.
    public func operatorCancelOrder(id: String, reason: String) async throws -> OperatorOrderBody {
        try await send(
            Endpoints.operatorCancelOrder, path: IDPath(id: id), query: NoQuery(),
            body: ReasonRequest(reason: reason))
    }

    /// `POST /api/v1/admin/orders/{id}/deliver`: marks an order on its way delivered for its courier (a locked
    /// handover, a courier who cannot), with a reason kept in the audit log.
    public func operatorDeliverOrder(id: String, reason: String) async throws -> OperatorOrderBody {
        try await send(
            Endpoints.operatorDeliverOrder, path: IDPath(id: id), query: NoQuery(),
            body: ReasonRequest(reason: reason))
    }
}
