/**
 * @module
 * Writing a review (SPEC §2 Reviews tab, §7 productReviewRatingsMetadata and createProductReview):
 * the ratings a review gives, and the review itself. The documents are in `reviews/`; their types
 * are generated.
 */
import type { ReviewRatingsMetadataQuery } from '../generated'

export { CreateProductReviewDocument as CREATE_PRODUCT_REVIEW, ReviewRatingsMetadataDocument as REVIEW_RATINGS_METADATA } from '../generated'

export type ReviewRatingsData = ReviewRatingsMetadataQuery['productReviewRatingsMetadata']
