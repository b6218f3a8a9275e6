import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Props of {@link MessagePage}. */
export interface MessagePageProps {
  icon: ReactNode;
  /** Rendered as the page's h1. */
  title: string;
  message: string;
  action?: ReactNode;
}

/** A centred full-area message with an icon, a title, a line of text and an optional action. */
export function MessagePage({ icon, title, message, action }: MessagePageProps) {
  return (
    <Box>
      <Icon>{icon}</Icon>
      <Title>{title}</Title>
      <Text>{message}</Text>
      {action && <Action>{action}</Action>}
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  min-height: 60vh;
  padding: 2rem 1rem;
`;

const Icon = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: 1rem;
`;

const Title = styled.h1`
  margin: 0 0 0.5rem;
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  margin: 0;
  max-width: 32rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  margin-top: 1.5rem;
`;
